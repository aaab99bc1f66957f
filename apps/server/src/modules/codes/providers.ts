import fs from 'node:fs/promises';
import path from 'node:path';

/** One message carrying a verification code. `code` is kept apart so the outbox can be read by tests and tools. */
export interface CodeMessage {
  to: string;
  text: string;
  code: string;
}

/** Sends SMS. A real gateway implements this and is chosen by SMS_PROVIDER (README "Configuration"). */
export interface SmsProvider {
  sendSms(message: CodeMessage): Promise<void>;
}

/** Sends e-mail. SMTP implements this and is chosen by EMAIL_PROVIDER. */
export interface EmailProvider {
  sendEmail(message: CodeMessage & { subject: string }): Promise<void>;
}

/**
 * The development provider of design.md §7: one JSON line per message in `$DATA_DIR/outbox.jsonl`
 * (`{channel, to, text, code, at}`), so a fresh install works without an SMS gateway or SMTP server.
 */
export class OutboxProvider implements SmsProvider, EmailProvider {
  constructor(
    private readonly dataDir: string,
    private readonly now: () => Date,
  ) {}

  get file(): string {
    return path.join(this.dataDir, 'outbox.jsonl');
  }

  private async append(channel: 'sms' | 'email', message: CodeMessage): Promise<void> {
    await fs.mkdir(this.dataDir, { recursive: true });
    const line = JSON.stringify({ channel, to: message.to, text: message.text, code: message.code, at: this.now().toISOString() });
    await fs.appendFile(this.file, `${line}\n`);
  }

  sendSms(message: CodeMessage): Promise<void> {
    return this.append('sms', message);
  }

  sendEmail(message: CodeMessage & { subject: string }): Promise<void> {
    return this.append('email', message);
  }
}
