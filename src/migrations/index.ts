import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261121133742 } from './Migration20261121133742.js';
import { Migration20261121140655 } from './Migration20261121140655.js';
import { Migration20261121143357 } from './Migration20261121143357.js';
import { Migration20261121165152 } from './Migration20261121165152.js';
import { Migration20261121171110 } from './Migration20261121171110.js';
import { Migration20261121183557 } from './Migration20261121183557.js';
import { Migration20261121184304 } from './Migration20261121184304.js';
import { Migration20261121185231 } from './Migration20261121185231.js';
import { Migration20261121190058 } from './Migration20261121190058.js';
import { Migration20261121192004 } from './Migration20261121192004.js';
import { Migration20261121192925 } from './Migration20261121192925.js';
import { Migration20261121214055 } from './Migration20261121214055.js';
import { Migration20261122090000 } from './Migration20261122090000.js';
import { Migration20261122120000 } from './Migration20261122120000.js';
import { Migration20261127170000 } from './Migration20261127170000.js';
import { Migration20261127180000 } from './Migration20261127180000.js';
import { Migration20261127190000 } from './Migration20261127190000.js';
import { Migration20261127201144 } from './Migration20261127201144.js';
import { Migration20261128090000 } from './Migration20261128090000.js';
import { Migration20261128121500 } from './Migration20261128121500.js';
import { Migration20261128210000 } from './Migration20261128210000.js';
import { Migration20261129162534 } from './Migration20261129162534.js';
import { Migration20261129183000 } from './Migration20261129183000.js';
import { Migration20261129190000 } from './Migration20261129190000.js';

/**
 * Every migration, in order. A new one is created with `npm run db:migration:create` and added here;
 * a test fails when a migration file is missing from this list or the entities and migrations disagree.
 */
export const migrationsList: MigrationObject[] = [
  // Identity, tenancy, billing, content settings, screening data revision.
  { name: 'Migration20261121133742', class: Migration20261121133742 },
  // The screening dataset: companies, statements, indices, scored ticker-years, clusters, distributions, popups.
  { name: 'Migration20261121140655', class: Migration20261121140655 },
  // Identity: one-time codes, account links, login throttles, MFA factors, activity; content: terms.
  { name: 'Migration20261121143357', class: Migration20261121143357 },
  // Screening: covering indexes for the screens and the sector count (replacing ticker_year_screen_idx and
  // ticker_year_sector_idx), and one for the keyword search.
  { name: 'Migration20261121165152', class: Migration20261121165152 },
  // Watchlists: watchlists, saved filters, alert settings and the last told score and rating per watched company.
  { name: 'Migration20261121171110', class: Migration20261121171110 },
  // Tenancy: the users limit staff grant a tenant and its user admin.
  { name: 'Migration20261121183557', class: Migration20261121183557 },
  // Tenancy: tenant, user and Luca requests scheduled for the future.
  { name: 'Migration20261121184304', class: Migration20261121184304 },
  // Billing: the explicit subscription state machine (period start, pending plan, overdue and cancellation).
  { name: 'Migration20261121185231', class: Migration20261121185231 },
  // Billing: the webhook event log (idempotency, ordering) and the sandbox provider's checkouts, subscriptions and orders.
  { name: 'Migration20261121190058', class: Migration20261121190058 },
  // Content: announcements and their acknowledgements, support tickets, administrators' popup texts (now content's;
  // screening.popup_text is dropped: the default wording lives in screening's code).
  { name: 'Migration20261121192004', class: Migration20261121192004 },
  // Luca: conversations, their questions and answers (turns), and the sessions that opened Luca (LUCA_ACCESS).
  { name: 'Migration20261121192925', class: Migration20261121192925 },
  // Billing: when the trial-ending notice was mailed (sent once per subscription).
  { name: 'Migration20261121214055', class: Migration20261121214055 },
  // Mail: the outbox, written in the transaction of the change that sends the mail, sent by a dispatcher.
  { name: 'Migration20261122090000', class: Migration20261122090000 },
  // Sign-in throttle: attempts in flight apart from failures (the slow-down counts failures only).
  { name: 'Migration20261122120000', class: Migration20261122120000 },
  // Content: the secUserAgent setting (SEC fetch User-Agent), unset, for databases seeded before it existed.
  { name: 'Migration20261127170000', class: Migration20261127170000 },
  // Content: the secUserAgent setting in databases seeded before it (data:sec --fetch reads it).
  { name: 'Migration20261127180000', class: Migration20261127180000 },
  // Screening: statement.auditor_name, the name of an auditor an SEC auditors file added (data:sec --auditors).
  { name: 'Migration20261127190000', class: Migration20261127190000 },
  // Billing: a subscription's last payment (Last Payment, receipts once per order); a NEW subscription for
  // self-service tenants that signed up before sign-up opened one.
  { name: 'Migration20261127201144', class: Migration20261127201144 },
  // Content: the dataset setting's old default (a missing CSV file) becomes the demo universe (Test connection passes).
  { name: 'Migration20261128090000', class: Migration20261128090000 },
  // Screening: the screen's covering index includes m_score, f_score and m_score_flag (the models' criteria).
  { name: 'Migration20261128121500', class: Migration20261128121500 },
  // Screening: company and ticker-year origin, rating peers, smoothed score logit, score note, cluster positions.
  { name: 'Migration20261128210000', class: Migration20261128210000 },
  // Screening: a company's filing events (late filings, auditor changes, non-reliance notices, amendments).
  { name: 'Migration20261129162534', class: Migration20261129162534 },
  // Screening: ticker_year's filing events in the year and the two before (the Filing events criterion).
  { name: 'Migration20261129183000', class: Migration20261129183000 },
  // Screening: the dataset's origin stored with each data revision (was read back from its text label).
  { name: 'Migration20261129190000', class: Migration20261129190000 },
];
