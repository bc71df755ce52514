import type { PopupText } from './popup-text.js';

export abstract class PopupTextRepository {
  abstract all(): Promise<PopupText[]>;
  abstract byId(id: string): Promise<PopupText | null>;
  abstract save(text: PopupText): Promise<void>;
}
