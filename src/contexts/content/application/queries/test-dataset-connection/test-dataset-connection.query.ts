import { Query } from '@nestjs/cqrs';
import { type DatasetProbeOutcome } from '../../../infrastructure/dataset/network-dataset-probe.js';

/** Tests a dataset source: the given value, or the stored `dataset` setting when none is given. */
export class TestDatasetConnection extends Query<DatasetProbeOutcome> {
  constructor(readonly value?: string) {
    super();
  }
}
