/** Sends a text message to a phone number (E.164). */
export abstract class SmsSender {
  abstract send(phone: string, text: string): Promise<void>;
}
