import type { PhoneNumbersApi } from '../PhoneNumbersApi';

/** A PhoneNumbersApi for tests: a set of opted-out numbers and a formatting function. */
export class FakePhoneNumbersApi implements PhoneNumbersApi {
  readonly checked: string[] = [];
  constructor(
    private readonly optedOut = new Set<string>(),
    private readonly format: (phone: string) => string = (phone) => phone,
  ) {}
  async isOptedOut(phone: string): Promise<boolean> {
    this.checked.push(phone);
    return this.optedOut.has(phone);
  }
  async beautify(phone: string): Promise<string> {
    return this.format(phone);
  }
}
