import { APP_NAME } from '@shared/constants';

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** A branded HTML message with a plain-text twin (clients that block HTML still get the link). */
export function renderPasswordResetEmail({ name, link }: { name: string; link: string }): {
  subject: string;
  text: string;
  html: string;
} {
  const firstName = name.split(' ')[0] || name;
  const subject = `Reset your ${APP_NAME} password`;
  const text = [
    `Hi ${firstName},`,
    '',
    `Someone (hopefully you) asked to reset the password of your ${APP_NAME} account.`,
    'Open this link to choose a new password. It works once and expires in 1 hour:',
    '',
    link,
    '',
    "If you didn't ask for this, ignore this e-mail: your password stays as it is.",
    '',
    `— The ${APP_NAME} team`,
  ].join('\n');
  const html = `<!doctype html>
<html lang="en"><body style="margin:0;padding:0;background:#0b0b12;font-family:Inter,Segoe UI,Helvetica,Arial,sans-serif;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#0b0b12;padding:32px 12px;"><tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:520px;background:#ffffff;border-radius:12px;overflow:hidden;">
<tr><td style="background:linear-gradient(90deg,#7c3aed,#06b6d4);padding:20px 28px;color:#ffffff;font-size:20px;font-weight:700;letter-spacing:-0.01em;">${APP_NAME}</td></tr>
<tr><td style="padding:28px;color:#1f2937;font-size:15px;line-height:1.6;">
<p style="margin:0 0 16px;">Hi ${escapeHtml(firstName)},</p>
<p style="margin:0 0 16px;">Someone (hopefully you) asked to reset the password of your ${APP_NAME} account. Choose a new password with the button below. The link works once and expires in <strong>1 hour</strong>.</p>
<p style="margin:24px 0;"><a href="${escapeHtml(link)}" style="display:inline-block;background:#7c3aed;color:#ffffff;text-decoration:none;padding:12px 22px;border-radius:8px;font-weight:600;">Reset password</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#6b7280;">Or paste this link into your browser:<br><a href="${escapeHtml(link)}" style="color:#7c3aed;word-break:break-all;">${escapeHtml(link)}</a></p>
<p style="margin:0;font-size:13px;color:#6b7280;">If you didn't ask for this, ignore this e-mail: your password stays as it is.</p>
</td></tr></table></td></tr></table></body></html>`;
  return { subject, text, html };
}
