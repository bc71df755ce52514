import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { ValidationFirmYear } from '../../../domain/scoring/enforcement-labels.js';
import { PgScreeningDatasetStore } from '../../../infrastructure/persistence/pg-screening-dataset-store.js';
import { GetValidationFirmYears } from './get-validation-firm-years.query.js';

@QueryHandler(GetValidationFirmYears)
export class GetValidationFirmYearsHandler implements IQueryHandler<GetValidationFirmYears> {
  constructor(private readonly store: PgScreeningDatasetStore) {}

  execute(): Promise<ValidationFirmYear[]> {
    return this.store.validationFirmYears();
  }
}
