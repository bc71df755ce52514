import { Query } from '@nestjs/cqrs';
import type { ValidationFirmYear } from '../../../domain/scoring/enforcement-labels.js';

/**
 * Every stored company-year of a company with a CIK (SEC EDGAR data), with its final score, M-score and
 * fiscal year end: what bench:aaer joins to the enforcement labels. Not tenant-scoped: a command-line read
 * of the whole served dataset.
 */
export class GetValidationFirmYears extends Query<ValidationFirmYear[]> {}
