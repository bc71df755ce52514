import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { parseDatasetSource } from '../../../domain/dataset-source.js';
import { SETTING_KEYS } from '../../../domain/setting.js';
import { SettingRepository } from '../../../domain/setting.repository.js';
import { DatasetFormat } from '../../ports/dataset-format.js';
import { DatasetProbe, type DatasetProbeOutcome } from '../../ports/dataset-probe.js';
import { checkDataset } from './check-dataset.js';
import { TestDatasetConnection } from './test-dataset-connection.query.js';

@QueryHandler(TestDatasetConnection)
export class TestDatasetConnectionHandler implements IQueryHandler<TestDatasetConnection> {
  constructor(
    private readonly settings: SettingRepository,
    private readonly probe: DatasetProbe,
    private readonly format: DatasetFormat,
  ) {}

  async execute({ value }: TestDatasetConnection): Promise<DatasetProbeOutcome> {
    const text = value?.trim() ? value : ((await this.settings.byKey(SETTING_KEYS.dataset))?.value ?? '');
    if (!text.trim()) return 'NOT_FOUND';
    const source = parseDatasetSource(text);
    if (!source) return 'INVALID_FORMAT';
    return checkDataset(source, this.probe, this.format);
  }
}
