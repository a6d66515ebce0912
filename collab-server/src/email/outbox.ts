// Outgoing email. Every message is first written to the `email_outbox` table (inside the caller's
// transaction when there is one), then delivered: by SMTP when SMTP_URL is set, otherwise it stays in
// the table and the development mailbox shows it.
import type { Database, EmailOutboxTable } from '@confetti/db';
import type { Kysely, Selectable } from 'kysely';
import type { Transporter } from 'nodemailer';
import { log } from '../log';

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: line breaks and controls are what is removed
const SUBJECT_BREAKS = /[\u0000-\u001f\u007f\u2028\u2029]+/g;

/**
 * A subject is one header line: a line break in it (a guest's name with "\r\nBcc: …" in it) must
 * never start a header of its own, whatever the names that went into it.
 */
export function oneLineSubject(subject: string): string {
  return subject.replace(SUBJECT_BREAKS, ' ').replace(/ {2,}/g, ' ').trim();
}

/** How long a claimed email is this instance's to send before another may take it. */
export const CLAIM_MS = 2 * 60_000;

export class Outbox {
  #transport: Transporter | null = null;
  #delivering: Promise<void> | null = null;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly smtpUrl: string | null,
    private readonly from: string,
  ) {}

  async enqueue(message: EmailMessage, db: Kysely<Database> = this.db): Promise<void> {
    await db
      .insertInto('email_outbox')
      .values({
        id: crypto.randomUUID(),
        to_address: message.to,
        subject: oneLineSubject(message.subject),
        text_body: message.text,
        html_body: message.html ?? null,
      })
      .execute();
  }

  /** Sends what is waiting, in the background; a failure is recorded and retried on the next kick. */
  kick(): void {
    if (!this.smtpUrl || this.#delivering) return;
    this.#delivering = this.#deliver()
      .catch((err) => log.error({ err }, 'outbox delivery failed'))
      .finally(() => {
        this.#delivering = null;
      });
  }

  async #deliver(): Promise<void> {
    if (!this.smtpUrl) return;
    if (!this.#transport) {
      const nodemailer = await import('nodemailer');
      this.#transport = nodemailer.createTransport(this.smtpUrl);
    }
    const pending = await this.claim();
    for (const mail of pending) {
      try {
        await this.#transport.sendMail({
          from: this.from,
          to: mail.to_address,
          subject: mail.subject,
          text: mail.text_body,
          ...(mail.html_body ? { html: mail.html_body } : {}),
        });
        await this.db
          .updateTable('email_outbox')
          .set({ sent_at: new Date(), claimed_until: null })
          .where('id', '=', mail.id)
          .execute();
      } catch (err) {
        await this.db
          .updateTable('email_outbox')
          .set((eb) => ({
            attempts: eb('attempts', '+', 1),
            last_error: String(err).slice(0, 500),
            claimed_until: null,
          }))
          .where('id', '=', mail.id)
          .execute();
      }
    }
  }

  /**
   * Takes up to `limit` due emails for this instance: rows another instance is claiming right now are
   * skipped (FOR UPDATE SKIP LOCKED), and a claim lasts CLAIM_MS, so every instance can deliver and
   * each email is sent once. A claim left by an instance that died runs out and the row is due again.
   */
  async claim(limit = 50): Promise<Array<Selectable<EmailOutboxTable>>> {
    const until = new Date(Date.now() + CLAIM_MS);
    return this.db
      .updateTable('email_outbox')
      .set({ claimed_until: until })
      .where(
        'id',
        'in',
        this.db
          .selectFrom('email_outbox')
          .select('id')
          .where('sent_at', 'is', null)
          .where('attempts', '<', 5)
          .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', new Date())]))
          .orderBy('created_at')
          .limit(limit)
          .forUpdate()
          .skipLocked(),
      )
      .returningAll()
      .execute();
  }

  async idle(): Promise<void> {
    await this.#delivering;
  }
}

export function extractLinks(text: string): string[] {
  return [...text.matchAll(/https?:\/\/[^\s<>"')]+/g)].map((m) => m[0]);
}
