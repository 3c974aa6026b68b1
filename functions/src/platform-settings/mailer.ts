import { createTransport } from 'nodemailer';
import type { Mailer } from './handler.js';

/**
 * The real mailer: nodemailer over SMTP with the saved settings (STARTTLS when the server offers
 * it, implicit TLS on port 465). Short timeouts: an admin waits on the test e-mail.
 */
export const smtpMailer: Mailer = async (settings, message) => {
  const transport = createTransport({
    host: settings.smtpHost,
    port: settings.smtpPort,
    secure: settings.smtpPort === 465,
    auth: settings.smtpUser ? { user: settings.smtpUser, pass: settings.smtpPassword } : undefined,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  try {
    const info = await transport.sendMail(message);
    return info.messageId;
  } finally {
    transport.close();
  }
};
