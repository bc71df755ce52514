import { readFile } from 'node:fs/promises';
import type { QueryBus } from '@nestjs/cqrs';
import {
  BAO_2020_AUC,
  GetDatasetSummary,
  GetValidationFirmYears,
  MIN_LABELLED_FIRM_YEARS,
  parseEnforcementLabels,
  validateOnEnforcementLabels,
  type AucInterval,
  type EnforcementValidation,
} from '../../contexts/screening/index.js';

export interface AaerBenchOptions {
  /** The labels file (CSV: CIK and YEARA); named in every message about it. */
  labels: string;
  resamples: number;
  seed: number;
}

export interface AaerBenchResult {
  validation: EnforcementValidation;
  lines: string[];
}

const count = (n: number): string => n.toLocaleString('en-US');

/** The labels file's text, or an error naming it (no stack: runDataCommand prints the message). */
async function labelsText(path: string): Promise<string> {
  try {
    return await readFile(path, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const reason =
      code === 'ENOENT'
        ? 'no such file'
        : code === 'EISDIR'
          ? 'a directory, not a file'
          : String(code ?? error);
    throw new Error(`${path}: cannot read the labels file (${reason}); give another with --labels PATH`, {
      cause: error,
    });
  }
}

const interval = (auc: AucInterval | null): string =>
  auc === null
    ? 'N/A (no unlabelled scored firm-year)'
    : `${auc.auc.toFixed(3)} (95% interval ${auc.low.toFixed(3)}-${auc.high.toFixed(3)}; ` +
      `${count(auc.positives)} labelled, ${count(auc.negatives)} unlabelled)`;

/**
 * npm run bench:aaer's work: joins the served dataset's company-years that carry a CIK to the enforcement
 * labels by CIK and fiscal year (enforcement-labels.ts) and describes what it found. Throws, naming the
 * file and the line, on a labels file that is missing or malformed.
 */
export async function aaerBench(queries: QueryBus, options: AaerBenchOptions): Promise<AaerBenchResult> {
  const labels = parseEnforcementLabels(await labelsText(options.labels), options.labels);
  const summary = await queries.execute(new GetDatasetSummary());
  const firmYears = await queries.execute(new GetValidationFirmYears());
  const validation = validateOnEnforcementLabels(firmYears, labels, {
    resamples: options.resamples,
    seed: options.seed,
  });
  const { labelled, unlabelled } = validation;
  const lines = [
    `Labels: ${options.labels}: ${count(labels.keys.size)} firm-years (${count(labels.rows)} rows)`,
    `Stored universe: ${count(summary.companies)} companies, ${count(summary.companyYears)} company-years; ` +
      `${count(validation.firmYears)} company-years of ${count(validation.companies)} companies carry a CIK (SEC EDGAR data)`,
  ];
  if (validation.companies === 0)
    lines.push('No stored company has a CIK (generated or file data): nothing can join the labels.');
  lines.push(
    `Labelled firm-years found: ${count(labelled.scored + labelled.notScored)} ` +
      `(${count(labelled.scored)} scored, ${count(labelled.notScored)} not scored)`,
    `Unlabelled firm-years found: ${count(unlabelled.scored + unlabelled.notScored)} ` +
      `(${count(unlabelled.scored)} scored, ${count(unlabelled.notScored)} not scored)`,
    `Labels naming a stored company in a year not stored: ${count(validation.labelsOutsideStoredYears)} ` +
      `(${count(validation.labelledCompanies)} stored ${validation.labelledCompanies === 1 ? 'company has' : 'companies have'} labels)`,
  );
  if (labelled.scored < MIN_LABELLED_FIRM_YEARS) {
    lines.push(
      `Fewer than ${MIN_LABELLED_FIRM_YEARS} labelled firm-years are scored (${count(labelled.scored)}): no AUC is given, ` +
        'a sample this small says nothing about the model. Load real history (SEC companyfacts.zip, or FSDS 2009 onwards) ' +
        'and run again.',
      `Bao et al. (2020), for reference: ROC AUC ${BAO_2020_AUC}`,
    );
  } else {
    lines.push(
      `ROC AUC on the scored firm-years, bootstrap ${count(options.resamples)} resamples (seed ${options.seed}):`,
      `  final score       ${interval(validation.finalScoreAuc)}`,
      `  M-score alone     ${interval(validation.mScoreAuc)}`,
      `  Bao et al. (2020) ${BAO_2020_AUC.toFixed(3)} (RUSBoost on raw financial data, test years 2003-2008)`,
    );
  }
  return { validation, lines };
}
