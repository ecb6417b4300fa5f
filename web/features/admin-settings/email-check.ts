// The settings forms check an address with the very rule the server applies (the contract's), in the admin's words.
import * as v from 'valibot';
import { Email } from '../../../src/contract/common';

/** True when blank (the field may be left empty) or an address the server will accept. */
export const emailOk = (value: string) => !value.trim() || v.is(Email, value);
