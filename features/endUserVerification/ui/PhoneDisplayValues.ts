import { observable, runInAction } from 'mobx';
import type { CommunicationItem } from '@features/api/core';

/**
 * Phone numbers as the API's beautifyPhoneNumber writes them, fetched once per number; until (or
 * unless) it answers, the number is shown as stored.
 */
export class PhoneDisplayValues {
  private readonly values = observable.map<string, string>();

  constructor(private readonly beautify: (value: string) => Promise<string>) {}

  shown(value: string): string {
    return this.values.get(value) ?? value;
  }

  async load(items: readonly CommunicationItem[]): Promise<void> {
    const phones = items.filter((item) => item.type === 'phone' && !this.values.has(item.value));
    await Promise.all(
      phones.map(async (item) => {
        const shown = await this.beautify(item.value);
        runInAction(() => this.values.set(item.value, shown));
      }),
    );
  }
}
