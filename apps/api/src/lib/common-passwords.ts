/**
 * The 49,000 most common passwords (zxcvbn-ts's maintained list), refused wherever a password is set. Server
 * side only: the list is large, and the web app shows the server's field error under the field.
 */
import { dictionary } from '@zxcvbn-ts/language-common';

export const COMMON_PASSWORD_MESSAGE = 'This password is too common. Choose another.';

let common: Set<string> | undefined;

/** Whether a password is on the list, in any case (`Password1` is as guessable as `password1`). */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary['passwords-common'].map((p) => p.toLowerCase()));
  return common.has(password.toLowerCase());
}
