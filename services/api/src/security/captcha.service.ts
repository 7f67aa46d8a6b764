import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import svgCaptcha from 'svg-captcha';
import { AppError } from '@wishwall/contracts/app-error';
import type { CaptchaDto } from '@wishwall/contracts/account.dto';

const TTL_SECONDS = 5 * 60;

/**
 * Image captchas (svg-captcha). The answer is kept in Redis under a random token for five
 * minutes and deleted by the first check, right or wrong: a token works once.
 */
export class CaptchaService {
  private readonly redis: Redis;
  private readonly prefix: string;
  private readonly testAnswer: string | undefined;

  constructor(redis: Redis, prefix: string, testAnswer: string | undefined) {
    this.redis = redis;
    this.prefix = prefix;
    this.testAnswer = testAnswer;
  }

  async issue(): Promise<CaptchaDto> {
    const { data, text } = svgCaptcha.create({ size: 5, noise: 2, ignoreChars: '0oO1lIi' });
    const token = randomBytes(24).toString('base64url');
    await this.redis.set(this.key(token), text.toLowerCase(), 'EX', TTL_SECONDS);
    return {
      captcha_image: `data:image/svg+xml;base64,${Buffer.from(data).toString('base64')}`,
      captcha_token: token,
    };
  }

  /** Throws `invalid_captcha` unless `answer` solves the captcha behind `token`. */
  async verifyOnce(token: string, answer: string): Promise<void> {
    const expected = await this.redis.getdel(this.key(token));
    const given = answer.trim().toLowerCase();
    if (this.testAnswer !== undefined && given === this.testAnswer.toLowerCase()) return;
    if (expected === null || expected !== given) {
      throw new AppError('invalid_captcha', 'The captcha answer is wrong or has expired');
    }
  }

  private key(token: string) {
    return `${this.prefix}:captcha:${token}`;
  }
}
