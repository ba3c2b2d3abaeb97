import { useTranslation } from 'react-i18next';
import type { TextKey } from '../../i18n/text-key';
import type { DocNamespace } from '../../lib/doc-content';
import { DocPage } from './doc-page';

export function DocRoute({ ns, eyebrowKey }: { ns: DocNamespace; eyebrowKey: TextKey }) {
  const { t } = useTranslation();
  return <DocPage ns={ns} eyebrow={t(eyebrowKey)} />;
}
