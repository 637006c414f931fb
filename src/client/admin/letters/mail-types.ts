/** What each email is, in the staff's words. */
export const MAIL_KINDS: Record<string, string> = {
  confirmation: "Confirmation",
  "status-link": "Status page link",
  "withdrawal-notice": "Withdrawal notice",
  "change-confirmation": "Change confirmation",
  "change-notice": "Change told to the former address",
  invitation: "Invitation",
  "password-reset": "Password link",
  reminder: "Review reminder",
  letter: "Decision letter",
  "earlier-queue": "Email",
};
