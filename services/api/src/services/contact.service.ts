import type { Language } from '@wishwall/contracts/constants';
import type { ContactBody } from '@wishwall/contracts/contact.dto';
import type { Db } from '@wishwall/db/database';
import { ContactMessageRepository } from '@wishwall/db/repositories/contact-message.repository';
import { OutboxRepository } from '@wishwall/db/repositories/outbox.repository';
import type { CaptchaService } from '../security/captcha.service.ts';

/**
 * Messages from the contact page: kept in Postgres, then mailed to the operators by the
 * worker, through the outbox (so a message stored is a message mailed, even if Redis or the
 * mail server is away for a while). The typed address is only where operators answer: the
 * worker acknowledges a message only to a signed-in sender's verified address (decision 0039).
 */
export class ContactService {
  private readonly db: Db;
  private readonly captcha: CaptchaService;

  constructor(db: Db, captcha: CaptchaService) {
    this.db = db;
    this.captcha = captcha;
  }

  async send(
    body: ContactBody,
    sender: { language: Language; userId: string | undefined },
  ): Promise<void> {
    await this.captcha.verifyOnce(body.captchaToken, body.captcha);
    await this.db.transaction().execute(async (trx) => {
      const message = await new ContactMessageRepository(trx).insert({
        name: body.name.trim(),
        email: body.email.trim(),
        subject: body.subject.trim(),
        message: body.message.trim(),
        language: sender.language,
        user_id: sender.userId ?? null,
      });
      await new OutboxRepository(trx).add({
        type: 'contact.message_received',
        payload: { contactMessageId: message.id },
      });
    });
  }
}
