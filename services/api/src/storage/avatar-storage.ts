import { randomBytes } from 'node:crypto';
import { mkdir, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Where avatars live; local disk now, an object store later behind the same interface. */
export interface AvatarStorage {
  /** Stores the image and returns the URL path it is served under. */
  save(userId: string, image: Buffer, extension: string): Promise<string>;
  remove(url: string): Promise<void>;
}

export const AVATARS_URL_PREFIX = '/uploads/avatars/';

export class LocalDiskAvatarStorage implements AvatarStorage {
  private readonly dir: string;

  constructor(uploadsDir: string) {
    this.dir = path.resolve(uploadsDir, 'avatars');
  }

  get directory(): string {
    return this.dir;
  }

  async save(userId: string, image: Buffer, extension: string): Promise<string> {
    await mkdir(this.dir, { recursive: true });
    // Unguessable and never reused, so caches can keep an avatar forever.
    const file = `${userId}-${randomBytes(8).toString('hex')}.${extension}`;
    await writeFile(path.join(this.dir, file), image);
    return `${AVATARS_URL_PREFIX}${file}`;
  }

  async remove(url: string): Promise<void> {
    if (!url.startsWith(AVATARS_URL_PREFIX)) return;
    const file = path.basename(url);
    await unlink(path.join(this.dir, file)).catch(() => {});
  }
}
