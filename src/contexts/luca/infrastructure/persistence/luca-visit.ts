/** A session in which the user opened Luca (the row that makes LUCA_ACCESS count once per session). */
export class LucaVisit {
  sessionId: string;
  tenantId: string;
  userId: string;
  at: Date;

  constructor(input: { sessionId: string; tenantId: string; userId: string; at: Date }) {
    this.sessionId = input.sessionId;
    this.tenantId = input.tenantId;
    this.userId = input.userId;
    this.at = input.at;
  }
}
