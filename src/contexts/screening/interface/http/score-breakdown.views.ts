import { ApiExtraModels, ApiProperty, getSchemaPath } from '@nestjs/swagger';

/* The answer of POST /dashboard/scoreBreakdown (GetScoreBreakdown), typed for the OpenAPI document. */

const nullableNumber = (description?: string) =>
  ApiProperty({ type: Number, nullable: true, ...(description === undefined ? {} : { description }) });

export class InputSourceView {
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'The XBRL concept (or formula) the figure was read from',
  })
  concept!: string | null;
  @ApiProperty({ description: "The filing's form, e.g. '10-K'" }) form!: string;
  @ApiProperty({ description: 'Filing date (ISO yyyy-mm-dd)' }) filed!: string;
  @ApiProperty({ description: 'SEC accession number' }) accession!: string;
  @ApiProperty({ type: String, nullable: true, description: "The filing's index page on SEC EDGAR" })
  url!: string | null;
  @ApiProperty({
    type: Boolean,
    required: false,
    description:
      'Present (true) when the filing has no line for the item and it is taken as 0 (shown "not reported, taken as 0"); concept is then null',
  })
  notReported?: true;
}

export class TermInputView {
  @ApiProperty({ description: "The line item's field name, e.g. 'receivables'" }) item!: string;
  @ApiProperty({ description: "Its label, e.g. 'Receivables'" }) label!: string;
  @ApiProperty({ description: 'The fiscal year of the figure' }) year!: number;
  @ApiProperty({ enum: [0, 1, 2], description: '0 = year t, 1 = t−1, 2 = t−2' }) lag!: 0 | 1 | 2;
  @nullableNumber('$ millions; null when missing') value!: number | null;
  @ApiProperty({
    type: Number,
    nullable: true,
    description:
      "The later year whose filing reported this figure (its comparative), when it replaced the year's own",
  })
  asReportedIn!: number | null;
  @ApiProperty({ type: InputSourceView, nullable: true, description: 'Null without a recorded filing' })
  source!: InputSourceView | null;
}

export class TermView {
  @ApiProperty({ description: "Field name, e.g. 'dsri'" }) key!: string;
  @ApiProperty({ description: "e.g. 'DSRI'" }) code!: string;
  @ApiProperty() name!: string;
  @ApiProperty() formula!: string;
  @nullableNumber('Null (N/A) when an input is missing; see reason') value!: number | null;
  @ApiProperty({ description: "The model's published coefficient" }) weight!: number;
  @nullableNumber('weight × value') contribution!: number | null;
  @nullableNumber("The median over the sector's companies that year") sectorMedian!: number | null;
  @ApiProperty({ type: String, nullable: true, description: 'Why the value is N/A' }) reason!: string | null;
  @ApiProperty({ type: [TermInputView] }) inputs!: TermInputView[];
}

export class FinalTermView {
  @ApiProperty({ enum: ['mScore', 'fScore', 'clusters'] }) key!: 'mScore' | 'fScore' | 'clusters';
  @ApiProperty() name!: string;
  @nullableNumber('M, F, or the cluster red-flag share C') input!: number | null;
  @ApiProperty() transform!: string;
  @nullableNumber() transformed!: number | null;
  @ApiProperty() weight!: number;
  @nullableNumber('Its contribution to the logit') contribution!: number | null;
}

export class FinalBreakdownView {
  @nullableNumber('100 / (1 + e^−S), to 2 decimals as shown; null when not scored') score!: number | null;
  @nullableNumber('Before the rounding') unrounded!: number | null;
  @nullableNumber('S_t, the smoothed logit: kept × S_(t−1) + (1 − kept) × L_t, or L_t without a year before')
  logit!: number | null;
  @ApiProperty() intercept!: number;
  @ApiProperty({ type: [FinalTermView] }) terms!: FinalTermView[];
  @nullableNumber('L_t = intercept + the sum of the contributions: the year’s own evidence') yearLogit!:
    number | null;
  @nullableNumber('S_(t−1), the year before’s smoothed logit; null when that year has no score')
  previousLogit!: number | null;
  @nullableNumber('The weight S_(t−1) keeps (0.73); null without a year before') kept!: number | null;
  @ApiProperty({ type: String, nullable: true, description: "'Not scored: …' when there is no score" })
  reason!: string | null;
}

export class MScoreBreakdownView {
  @nullableNumber('intercept + the sum of the indices’ contributions') value!: number | null;
  @ApiProperty() intercept!: number;
  @ApiProperty({ description: 'The published cut-off (−1.78)' }) threshold!: number;
  @ApiProperty({
    description:
      'The more sensitive cut-off screeners quote (−2.22; not in Beneish 1999), for reference only',
  })
  sensitiveThreshold!: number;
  @ApiProperty({ type: Boolean, nullable: true, description: 'M above the cut-off' }) flagged!:
    boolean | null;
  @ApiProperty({ type: [TermView] }) terms!: TermView[];
  @ApiProperty({ type: String, nullable: true }) reason!: string | null;
}

export class FScoreBandsView {
  @ApiProperty({ example: 1 }) aboveNormal!: number;
  @ApiProperty({ example: 2.45 }) substantial!: number;
}

export class FScoreBreakdownView {
  @nullableNumber('probability / unconditionalProbability') value!: number | null;
  @nullableNumber('intercept + the sum of the variables’ contributions') predictedValue!: number | null;
  @nullableNumber() probability!: number | null;
  @ApiProperty() intercept!: number;
  @ApiProperty() unconditionalProbability!: number;
  @ApiProperty({ type: FScoreBandsView }) bands!: FScoreBandsView;
  @ApiProperty({ type: String, nullable: true, enum: ['normal', 'above normal', 'substantial'] })
  band!: 'normal' | 'above normal' | 'substantial' | null;
  @ApiProperty({ type: [TermView] }) terms!: TermView[];
  @ApiProperty({ type: String, nullable: true }) reason!: string | null;
}

export class ModelHistoryValueView {
  @ApiProperty({ description: "An index's or variable's key, as TermView.key, e.g. 'dsri'" }) key!: string;
  @nullableNumber('Null (N/A) when an input is missing') value!: number | null;
}

export class ModelHistoryYearView {
  @ApiProperty() year!: number;
  @nullableNumber('The Beneish M-score; null (N/A) when an index is') mScore!: number | null;
  @ApiProperty({ type: Boolean, nullable: true, description: 'M above the cut-off (mScore.threshold)' })
  mFlagged!: boolean | null;
  @ApiProperty({
    type: [ModelHistoryValueView],
    description: 'The eight indices, in the order of mScore.terms',
  })
  indices!: ModelHistoryValueView[];
  @nullableNumber('The Dechow F-score; null (N/A) when a variable is') fScore!: number | null;
  @ApiProperty({ type: String, nullable: true, enum: ['normal', 'above normal', 'substantial'] })
  fBand!: 'normal' | 'above normal' | 'substantial' | null;
  @ApiProperty({
    type: [ModelHistoryValueView],
    description: 'The seven variables, in the order of fScore.terms',
  })
  variables!: ModelHistoryValueView[];
}

export class ClusterFlagView {
  @ApiProperty() code!: string;
  @ApiProperty() name!: string;
  @nullableNumber('Position among the peers, 0 safest to 1 riskiest; null for N/A') position!: number | null;
  @ApiProperty({ type: Number, nullable: true, description: '1..5, null for N/A' }) quantile!:
    1 | 2 | 3 | 4 | 5 | null;
  @ApiProperty() weight!: number;
  @nullableNumber('g(position) = max(0, (position − 0.7) / 0.3)³') flagStrength!: number | null;
}

export class ClustersBreakdownView {
  @nullableNumber('C: the weighted red-flag share') composite!: number | null;
  @ApiProperty() centre!: number;
  @ApiProperty() available!: number;
  @ApiProperty() minimum!: number;
  @ApiProperty({ type: [ClusterFlagView] }) flags!: ClusterFlagView[];
}

export class RevisedFigureView {
  @ApiProperty({ description: '$ millions as first reported (the figure the table shows)' }) from!: number;
  @ApiProperty({ description: '$ millions as the latest revising filing reports it' }) to!: number;
  @ApiProperty({ description: "The revising filing's form, e.g. '10-K/A'" }) form!: string;
  @ApiProperty({ description: 'Its filing date (ISO yyyy-mm-dd)' }) filed!: string;
  @ApiProperty({ description: 'Its SEC accession number' }) accession!: string;
  @ApiProperty({ type: String, nullable: true, description: 'Its index page on SEC EDGAR' })
  url!: string | null;
}

export class StatementRevisionView {
  @ApiProperty({ description: 'The fiscal year of the revised figure' }) year!: number;
  @ApiProperty({ description: "The line item's field name, e.g. 'revenue'" }) item!: string;
  @ApiProperty({ description: "Its label, e.g. 'Revenue'" }) label!: string;
  @ApiProperty({
    description: '$ millions before this filing (as first reported, or as an earlier revision)',
  })
  from!: number;
  @ApiProperty({ description: '$ millions as this filing reports it' }) to!: number;
  @ApiProperty({ description: "The filing's form, e.g. '10-K/A'" }) form!: string;
  @ApiProperty({ description: 'Filing date (ISO yyyy-mm-dd)' }) filed!: string;
  @ApiProperty({ description: 'SEC accession number' }) accession!: string;
  @ApiProperty({ type: String, nullable: true, description: "The filing's index page on SEC EDGAR" })
  url!: string | null;
}

@ApiExtraModels(RevisedFigureView)
export class StatementRowView {
  @ApiProperty() item!: string;
  @ApiProperty() label!: string;
  @ApiProperty({
    type: 'array',
    items: { type: 'number', nullable: true },
    description: '$ millions per year; null when missing',
  })
  values!: (number | null)[];
  @ApiProperty({
    type: [Boolean],
    description:
      "Per year: true when the year's complete filing has no line for the item and it is taken as 0 (shown 'not reported, taken as 0')",
  })
  notReported!: boolean[];
  @ApiProperty({
    type: 'array',
    items: { allOf: [{ $ref: getSchemaPath(RevisedFigureView) }], nullable: true },
    description:
      'Per year: the revision of the figure when a later filing reported it differently (SEC data), else null',
  })
  revisions!: (RevisedFigureView | null)[];
}

export class StatementTableView {
  @ApiProperty({ type: [Number] }) years!: number[];
  @ApiProperty({ type: [StatementRowView] }) items!: StatementRowView[];
  @ApiProperty({
    type: [StatementRevisionView],
    description:
      "Every later filing's revision of the company's figures: latest year first, line items in table order; empty for a trial tenant",
  })
  revisions!: StatementRevisionView[];
}

export class ScoreBreakdownView {
  @ApiProperty() tickerId!: string;
  @ApiProperty() year!: number;
  @ApiProperty({
    enum: ['generated', 'imported', 'unknown', 'withheld'],
    description: "Where figures without a filing came from; 'withheld' for a trial tenant",
  })
  origin!: 'generated' | 'imported' | 'unknown' | 'withheld';
  @ApiProperty({ type: FinalBreakdownView }) final!: FinalBreakdownView;
  @ApiProperty({ type: MScoreBreakdownView }) mScore!: MScoreBreakdownView;
  @ApiProperty({ type: FScoreBreakdownView }) fScore!: FScoreBreakdownView;
  @ApiProperty({ type: ClustersBreakdownView }) clusters!: ClustersBreakdownView;
  @ApiProperty({
    type: [ModelHistoryYearView],
    description: "Both models over all the company's years, oldest first (cut-offs and bands as above)",
  })
  history!: ModelHistoryYearView[];
  @ApiProperty({ type: StatementTableView }) statements!: StatementTableView;
}
