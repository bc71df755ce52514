import { Injectable } from '@nestjs/common';
import { Clock } from '../../../../shared/domain/clock.js';
import type { CurrentUser } from '../../../../shared/domain/current-user.js';
import { checkedView, envelopeOf, viewFor, type SharedView } from '../../domain/shared-view.js';
import { WatchlistsError } from '../../domain/watchlists-error.js';
import { AesGcmViewCipher } from '../../infrastructure/crypto/aes-gcm-view-cipher.js';

/** Share View: seals the caller's view into a link only users of the same tenant can open. */
@Injectable()
export class SharedViews {
  constructor(
    private readonly cipher: AesGcmViewCipher,
    private readonly clock: Clock,
  ) {}

  share(caller: CurrentUser, view: { filter?: unknown; selected?: unknown }): string {
    const checked = checkedView(view);
    return this.cipher.seal(
      JSON.stringify(envelopeOf(checked, caller.tenantId, caller.userId, this.clock.now())),
    );
  }

  open(caller: CurrentUser, token: string): SharedView {
    const plaintext = this.cipher.open(token);
    if (plaintext === undefined) throw new WatchlistsError('SHARE_LINK_INVALID');
    let envelope: unknown;
    try {
      envelope = JSON.parse(plaintext);
    } catch {
      throw new WatchlistsError('SHARE_LINK_INVALID');
    }
    return viewFor(envelope, caller.tenantId);
  }
}
