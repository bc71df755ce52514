import { randomUUID } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { AddressInfo } from 'node:net';
import { Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FsEvent } from '../webhooks/fastspring-events.js';
import { sign, SIGNATURE_HEADER } from '../webhooks/webhook-signature.js';
import { PaymentConfig } from '../payment-config.js';

/** Delays between delivery attempts (a provider retries a webhook that did not answer 2xx). */
const RETRY_DELAYS_MS = [250, 1_000, 3_000, 10_000];

export function sandboxEvent(type: string, created: Date, data: FsEvent['data']): FsEvent {
  return {
    id: `sbx_evt_${randomUUID().replaceAll('-', '')}`,
    type,
    live: false,
    processed: false,
    created: created.getTime(),
    data,
  };
}

/**
 * Sends the sandbox's events the way the provider does: one signed HTTP POST per event to the webhook
 * URL, in order, retried while the receiver does not answer 2xx. Deliveries run after the caller's work
 * (the receiver locks the subscription, so an event never overtakes the change it reports).
 */
@Injectable()
export class SandboxWebhookSender implements OnApplicationShutdown {
  private readonly logger = new Logger('SandboxWebhooks');
  private readonly inFlight = new Set<Promise<void>>();
  private stopped = false;

  constructor(
    private readonly config: PaymentConfig,
    private readonly adapterHost: HttpAdapterHost,
  ) {}

  /** Queues the events for delivery, in this order; returns at once. */
  send(events: FsEvent[]): void {
    if (events.length === 0 || this.stopped) return;
    const delivery = new Promise<void>((resolve) => setImmediate(resolve))
      .then(() => this.deliverAll(events))
      .catch((error: unknown) => this.logger.error(`Webhook delivery failed: ${String(error)}`));
    this.inFlight.add(delivery);
    void delivery.finally(() => this.inFlight.delete(delivery));
  }

  /** Resolves when every queued delivery has ended (tests and shutdown). */
  async drain(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.allSettled([...this.inFlight]);
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    await Promise.race([this.drain(), new Promise((resolve) => setTimeout(resolve, 2_000))]);
  }

  private async deliverAll(events: FsEvent[]): Promise<void> {
    for (const event of events) await this.deliver(event);
  }

  private async deliver(event: FsEvent): Promise<void> {
    const body = JSON.stringify({ events: [event] });
    const signature = sign(body, this.config.webhookSecret);
    for (let attempt = 0; attempt <= RETRY_DELAYS_MS.length; attempt += 1) {
      const url = this.url();
      if (!url) {
        this.logger.warn(`No webhook URL (the server is not listening): event ${event.id} dropped`);
        return;
      }
      try {
        const status = await post(url, body, {
          'Content-Type': 'application/json',
          [SIGNATURE_HEADER]: signature,
        });
        if (status >= 200 && status < 300) return;
        if (status < 500 && status !== 429) {
          this.logger.error(`Webhook ${event.id} (${event.type}) refused: ${status}`);
          return;
        }
      } catch (error) {
        if (this.stopped) return;
        this.logger.warn(`Webhook ${event.id} attempt ${attempt + 1} failed: ${String(error)}`);
      }
      const delay = RETRY_DELAYS_MS[attempt];
      if (delay === undefined || this.stopped) break;
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
    this.logger.error(`Webhook ${event.id} (${event.type}) not delivered`);
  }

  /** The configured URL, else this process's own webhook route on its listening port. */
  private url(): string | null {
    if (this.config.webhookUrl) return this.config.webhookUrl;
    const server = this.adapterHost.httpAdapter?.getHttpServer() as
      { address(): AddressInfo | string | null } | undefined;
    const address = server?.address();
    if (!address || typeof address === 'string') return null;
    return `http://127.0.0.1:${address.port}/api/payment/webhook`;
  }
}

/** One POST on its own connection (no pooled keep-alive sockets outliving the delivery); answers the status. */
function post(url: string, body: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const target = new URL(url);
    const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
    const outgoing = send(
      target,
      {
        method: 'POST',
        agent: false,
        timeout: 15_000,
        headers: { ...headers, 'Content-Length': String(Buffer.byteLength(body)), Connection: 'close' },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
        response.on('error', reject);
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(new Error('Webhook delivery timed out')));
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}
