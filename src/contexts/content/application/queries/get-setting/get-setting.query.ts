import { Query } from '@nestjs/cqrs';

/** A setting's value, or the given default when the setting does not exist. */
export class GetSettingValue extends Query<string> {
  constructor(
    readonly key: string,
    readonly fallback: string,
  ) {
    super();
  }
}
