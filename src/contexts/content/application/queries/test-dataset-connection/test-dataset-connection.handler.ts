import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { parseDatasetSource } from '../../../domain/dataset-source.js';
import { SETTING_KEYS } from '../../../domain/setting.js';
import { MikroOrmSettingRepository } from '../../../infrastructure/persistence/mikro-orm-setting.repository.js';
import { ScreeningDatasetFormat } from '../../../infrastructure/screening/screening-dataset-format.js';
import {
  NetworkDatasetProbe,
  type DatasetProbeOutcome,
} from '../../../infrastructure/dataset/network-dataset-probe.js';
import { checkDataset } from './check-dataset.js';
import { TestDatasetConnection } from './test-dataset-connection.query.js';

@QueryHandler(TestDatasetConnection)
export class TestDatasetConnectionHandler implements IQueryHandler<TestDatasetConnection> {
  constructor(
    private readonly settings: MikroOrmSettingRepository,
    private readonly probe: NetworkDatasetProbe,
    private readonly format: ScreeningDatasetFormat,
  ) {}

  async execute({ value }: TestDatasetConnection): Promise<DatasetProbeOutcome> {
    const text = value?.trim() ? value : ((await this.settings.byKey(SETTING_KEYS.dataset))?.value ?? '');
    if (!text.trim()) return 'NOT_FOUND';
    const source = parseDatasetSource(text);
    if (!source) return 'INVALID_FORMAT';
    return checkDataset(source, this.probe, this.format);
  }
}
