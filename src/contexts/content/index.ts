// The content context's public surface.
export { ReadDataset, type DatasetImport } from './application/queries/read-dataset/read-dataset.query.js';
export type { SecDatasetFiles } from './infrastructure/dataset/sec-directory.js';
export { demoDatasetSource, type DemoUniverse } from './domain/dataset-source.js';
export { ForgetAcknowledgements } from './application/commands/forget-acknowledgements/forget-acknowledgements.command.js';
export { contentEntities } from './infrastructure/persistence/content.schemas.js';
export { DefineSetting } from './application/commands/define-setting/define-setting.command.js';
export { GetSettingValue } from './application/queries/get-setting/get-setting.query.js';
export { SETTING_KEYS, type SettingType } from './domain/setting.js';
export { PublishTerms } from './application/commands/publish-terms/publish-terms.command.js';
export { GetTerms } from './application/queries/get-terms/get-terms.query.js';
export { TermsPublished } from './application/events/terms-published.event.js';
export { ListPopupTexts, type PopupTextEntry } from './application/queries/popup-texts/popup-texts.query.js';
