/** The pages before signing in: sign-in, the second step's code, forgotten and new passwords (server-rendered). */
export const signIn = {
  header: "Art fair back office",
  pageTitle: "{title} – Art fair back office",
  pageTitleError: "Error: {title} – Art fair back office",
  description: "Sign in to the art fair's back office to read and review applications.",
  problem: "There is a problem",
  // Signing in, and the second step.
  signInTitle: "Sign in",
  signInHeading: "Sign in to the back office",
  email: "Email",
  password: "Password",
  signIn: "Sign in",
  forgotLink: "Forgot your password?",
  codeTitle: "Authentication code",
  codeHeading: "Enter your authentication code",
  codeIntro: "Open the authenticator app on your phone and enter the code it shows for the art fair's back office.",
  codeLabel: "Authentication code",
  codeHint: "The 6-digit code your authenticator app shows now.",
  verify: "Verify",
  setupTitle: "Set up two-step sign-in",
  setupIntro: "Every member of staff signs in with a code from an authenticator app as well as the password.",
  setupOpenApp:
    "Open an authenticator app on your phone (for example Google Authenticator, Microsoft Authenticator or 1Password).",
  setupAddKey: "Add an account and type in this key, or <link>open it in the app</link> on this device:",
  setupEnterCode: "Enter the code the app then shows.",
  // The sign-in's refusals, as the page shows them.
  wrong: "Email or password is wrong.",
  wrongCode: "The code is not right, or was used already. Enter the newest code from your authenticator app.",
  expired: "The sign-in took too long. Please start again.",
  throttled:
    "Too many failed sign-in attempts. Please try again in {minutes, plural, one {# minute} other {# minutes}}.",
  // Choosing a password with a link, and asking for one.
  chooseTitle: "Choose your password",
  chooseFor: "For your account <strong>{email}</strong> in the art fair's back office.",
  newPassword: "New password",
  newPasswordHint:
    "At least {min} characters; not a common password, not your email address. A few words in a row are easy to remember.",
  setPassword: "Set password",
  goneTitle: "Link expired",
  goneHeading: "This link does not work any more",
  gone: "This link does not work any more: it was used already, or it is older than 72 hours.",
  goneAsk: "<link>Ask for a new link</link>, or ask an admin of the back office to send you one.",
  setTitle: "Password set",
  setHeading: "Your password is set",
  setText: "Sign in with your email address and your new password.",
  forgotTitle: "Forgot your password?",
  forgotIntro: "Enter the email address of your account. We will send it a link to choose a new password.",
  sendLink: "Send a link",
  backToSignIn: "Back to sign-in",
  sentTitle: "Check your email",
  sent: "If this address belongs to an account of the back office, a link to choose a new password is on its way to it. The link works once, within 72 hours.",
  emailMissing: "Enter your email address.",
  linkThrottled:
    "Too many requests for a new password. Please try again in {minutes, plural, one {# minute} other {# minutes}}.",
  // The password policy's refusals (server/staff/password-policy.ts).
  passwordTooShort: "The password must have at least {min} characters.",
  passwordTooLong: "The password must have at most {max} characters.",
  passwordCommon: "This password is one of the most common ones: choose another.",
  passwordIsEmail: "The password must not be the email address.",
  passwordFewCharacters: "The password must use more than a few different characters.",
};

export type SignInWords = Record<keyof typeof signIn, string>;
