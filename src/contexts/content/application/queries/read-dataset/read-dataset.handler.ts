import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { describeDatasetSource, parseDatasetSource } from '../../../domain/dataset-source.js';
import { SETTING_KEYS } from '../../../domain/setting.js';
import { MikroOrmSettingRepository } from '../../../infrastructure/persistence/mikro-orm-setting.repository.js';
import { ScreeningDatasetFormat } from '../../../infrastructure/screening/screening-dataset-format.js';
import { NetworkDatasetProbe } from '../../../infrastructure/dataset/network-dataset-probe.js';
import { NetworkDatasetReader } from '../../../infrastructure/dataset/network-dataset-reader.js';
import { checkDataset } from '../test-dataset-connection/check-dataset.js';
import { ReadDataset, type DatasetImport } from './read-dataset.query.js';

@QueryHandler(ReadDataset)
export class ReadDatasetHandler implements IQueryHandler<ReadDataset> {
  constructor(
    private readonly settings: MikroOrmSettingRepository,
    private readonly probe: NetworkDatasetProbe,
    private readonly reader: NetworkDatasetReader,
    private readonly format: ScreeningDatasetFormat,
  ) {}

  async execute({ maxBytes, value }: ReadDataset): Promise<DatasetImport> {
    const text = value?.trim() ? value : ((await this.settings.byKey(SETTING_KEYS.dataset))?.value ?? '');
    if (!text.trim()) return { outcome: 'NOT_CONFIGURED', source: null };
    const source = parseDatasetSource(text);
    if (!source) return { outcome: 'INVALID_FORMAT', source: null };
    const name = describeDatasetSource(source);
    const checked = await checkDataset(source, this.probe, this.format);
    if (checked !== 'OK') return { outcome: checked, source: name };
    const content = await this.reader.read(source, maxBytes);
    switch (content.outcome) {
      case 'OK':
        return { outcome: 'OK', source: name, csv: content.csv };
      case 'SEC':
        return { outcome: 'SEC', source: name, files: content.files };
      case 'DEMO':
        return { outcome: 'DEMO', source: name, universe: content.universe };
      case 'NOT_FOUND':
      case 'TOO_LARGE':
        return { outcome: content.outcome, source: name };
    }
  }
}
