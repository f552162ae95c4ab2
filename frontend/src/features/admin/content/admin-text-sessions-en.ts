import { STAFF_SESSION_LIMITS } from '@costa-sol/common';

const { idleMinutes, absoluteHours } = STAFF_SESSION_LIMITS;

/** Sessions and two-step sign-in in English (part of admin-text-en.ts): sign-in's second step, account, security, users. */
export const sessionsTextEn = {
  login: {
    code: 'Code',
    codeHint: 'The 6 digits your authenticator app shows now.',
    codeOrBackupHint: 'The 6 digits your authenticator app shows now, or one of your backup codes.',
  },
  backupCodes: {
    title: 'Backup codes',
    showOnce:
      "Keep these codes somewhere safe, away from your phone: each one signs you in once in place of the app's code, if you lose your phone. They are shown only now.",
    listLabel: 'Your backup codes',
    copy: 'Copy',
    copied: 'Copied',
    download: 'Download',
    fileName: 'backup-codes.txt',
    fileHeading: 'Admin sign-in backup codes (each works once)',
    saved: 'I have saved them',
    left: (count: number) => (count === 1 ? '1 backup code left.' : `${count} backup codes left.`),
    regenerate: 'Regenerate backup codes',
    regenerating: 'Making new codes...',
    regenerateIntro: 'Enter your password to get ten new backup codes. The ones you have now will stop working.',
  },

  list: {
    title: 'Your sessions',
    intro: 'Where your account is signed in now. Sign out a device you no longer use or do not recognise.',
    tableLabel: 'Your sessions',
    columns: { device: 'Device', signedIn: 'Signed in', lastUsed: 'Last used', actions: 'Actions' },
    thisDevice: 'This device',
    unknownDevice: 'Unknown device',
    signOut: 'Sign out',
    signOutLabel: (device: string, signedIn: string) => `Sign out ${device}, signed in ${signedIn}`,
    signedOut: 'That session has been signed out',
    loading: 'Loading your sessions...',
    empty: 'No sessions.',
  },
  twoStep: {
    title: 'Two-step sign-in',
    offIntro:
      'Two-step sign-in is off. With it on, signing in also asks for a code from an authenticator app on your phone, so a stolen password is not enough.',
    setUp: 'Set up',
    settingUp: 'Starting...',
    scan: 'Scan this QR code with your authenticator app, or type the key into it. Then enter the code the app shows.',
    qrAlt: 'QR code to add this account to your authenticator app',
    secret: 'Key',
    code: 'Code from the app',
    turnOn: 'Turn on',
    turningOn: 'Turning on...',
    turnedOn: 'Two-step sign-in is on',
    turnedOnText: 'Signing in now also asks for a code from your app.',
    on: 'Two-step sign-in is on: signing in asks for a code from your authenticator app.',
    turnOff: 'Turn off',
    turnOffIntro: 'Enter your password to turn two-step sign-in off.',
    password: 'Password',
    turningOff: 'Turning off...',
    turnedOff: 'Two-step sign-in is off',
    turnedOffText: 'Signing in asks for your password only.',
    cancel: 'Cancel',
    failed: 'This did not work. Please try again.',
  },
  setupRequired: { title: 'Two-step sign-in needed' },
  security: {
    title: 'Security',
    intro: 'How long staff sessions last, and whether owners must use two-step sign-in. Changes apply to every session.',
    formLabel: 'Security settings',
    idleMinutes: 'Sign out after this many minutes without use',
    idleHint: `Minutes, from ${idleMinutes.min} to ${idleMinutes.max} (${idleMinutes.default} is a working day).`,
    absoluteHours: 'Sign in again after this many hours at most',
    absoluteHint: `Hours, from ${absoluteHours.min} to ${absoluteHours.max} (${absoluteHours.default} is a week).`,
    requireSecondFactor: 'Require two-step sign-in for owners',
    requireHint: 'An owner without it must set it up before using the admin. Set it up on your own account first.',
    saved: 'Security settings saved',
    savedText: 'They apply to every session from now on.',
  },
  users: {
    twoStep: 'Two-step',
    on: 'On',
    off: 'Off',
    reset: 'Reset two-step sign-in',
    resetLabel: (name: string) => `Reset two-step sign-in of ${name}`,
    resetTitle: (name: string) => `Reset two-step sign-in of ${name}?`,
    resetText:
      'Their authenticator app stops working for this account (a lost phone, say). They sign in with their password and can set it up again.',
    resetDone: 'Two-step sign-in reset',
  },
};

export type SessionsAdminText = typeof sessionsTextEn;
