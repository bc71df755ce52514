import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { parseDatasetSource } from '../../../domain/dataset-source.js';
import { SETTING_KEYS } from '../../../domain/setting.js';
import { SettingRepository } from '../../../domain/setting.repository.js';
import { DatasetFormat } from '../../ports/dataset-format.js';
import { DatasetProbe, type DatasetProbeOutcome } from '../../ports/dataset-probe.js';
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
    const probed = await this.probe.columnsOf(source);
    if (!probed.found) return 'NOT_FOUND';
    const present = new Set(probed.columns.map((column) => column.trim().toLowerCase()));
    const complete = this.format.requiredColumns().every((column) => present.has(column.toLowerCase()));
    return complete ? 'OK' : 'INVALID_FORMAT';
  }
}
