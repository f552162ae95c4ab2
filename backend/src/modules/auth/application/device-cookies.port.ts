import type { DeviceClaim } from '../domain/sign-in-lockout';

/** Port: the device cookie's value, issued at a sign-in and read back at the next ones. */
export abstract class DeviceCookies {
  /** A new device cookie value for the account `userId` (a fresh device id each time). */
  abstract issue(userId: string): string;
  /** What `value` says, when it is a cookie this site issued and not yet expired; undefined otherwise. */
  abstract read(value: string): DeviceClaim | undefined;
}
