/** The emails with a one-time link to choose a password: an invitation to the team, or a reset. */
import type { MailMessage } from "../mail/confirmation.ts";

export type PasswordLinkKind = "invitation" | "reset";

export function passwordLinkMail(
  member: { email: string; name: string },
  kind: PasswordLinkKind,
  link: string,
  invitedBy?: string,
): MailMessage {
  const intro =
    kind === "invitation"
      ? [
          `${invitedBy ?? "The fair's team"} invites you to the art fair's back office, where the applications are read and reviewed.`,
          "",
          "Choose your password with this link:",
        ]
      : [
          "Someone asked for a new password for your account in the art fair's back office.",
          "",
          "Choose a new password with this link:",
        ];
  return {
    to: member.email,
    subject:
      kind === "invitation"
        ? "Your invitation to the art fair's back office"
        : "A new password for the art fair's back office",
    text: [
      `Dear ${member.name || member.email},`,
      "",
      ...intro,
      "",
      link,
      "",
      "The link works once, within 72 hours. Afterwards you sign in with your email address and the password you chose.",
      ...(kind === "reset" ? ["", "If you did not ask for it, ignore this email: your password stays as it is."] : []),
      "",
      "The art fair's applications office",
      "",
    ].join("\n"),
  };
}
