/** The score and rating of a watched company as the user was last told (or as when they started watching it). */
export class AlertBaseline {
  userId: string;
  tickerId: string;
  finalScore: number | null;
  rating: string | null;
  updatedAt: Date;

  constructor(input: {
    userId: string;
    tickerId: string;
    finalScore: number | null;
    rating: string | null;
    at: Date;
  }) {
    this.userId = input.userId;
    this.tickerId = input.tickerId;
    this.finalScore = input.finalScore;
    this.rating = input.rating;
    this.updatedAt = input.at;
  }

  update(finalScore: number | null, rating: string | null, at: Date): void {
    this.finalScore = finalScore;
    this.rating = rating;
    this.updatedAt = at;
  }
}
