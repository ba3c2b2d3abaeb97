import { Button, Group, Text } from '@mantine/core';
import { IconDownload, IconShare } from '@tabler/icons-react';
import { type RefObject, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveFile } from '../../lib/save-file';
import { canShareImages, qrFileName, qrPicture } from './qr-image';

type SaveQrProps = {
  qr: RefObject<SVGSVGElement | null>;
  ticker: string;
  amount: string;
  /** Written under the QR code: the amount first, then the payee. */
  lines: readonly string[];
};

/** "Save QR code" (a PNG download) and, where the browser can hand files to other apps, "Share". */
export function SaveQr({ qr, ticker, amount, lines }: SaveQrProps) {
  const { t } = useTranslation('joinings');
  const [shareable, setShareable] = useState(false);
  const [busy, setBusy] = useState<'save' | 'share' | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => setShareable(canShareImages()), []);

  const picture = async () => {
    if (!qr.current) throw new Error('no QR code');
    return new File([await qrPicture(qr.current, lines)], qrFileName(ticker, amount), { type: 'image/png' });
  };
  const run = async (step: 'save' | 'share') => {
    setBusy(step);
    setFailed(false);
    try {
      const file = await picture();
      if (step === 'save') saveFile(file, file.name);
      else await navigator.share({ files: [file], title: t('payment.shareTitle', { ticker }) });
    } catch (error) {
      // Closing the share sheet is not a failure.
      if (!(error instanceof DOMException && error.name === 'AbortError')) setFailed(true);
    } finally {
      setBusy(null);
    }
  };

  return (
    <>
      <Group gap="xs" justify="center">
        <Button variant="light" leftSection={<IconDownload size={18} />} loading={busy === 'save'} onClick={() => void run('save')}>
          {t('payment.saveQr')}
        </Button>
        {shareable && (
          <Button variant="light" leftSection={<IconShare size={18} />} loading={busy === 'share'} onClick={() => void run('share')}>
            {t('payment.share')}
          </Button>
        )}
      </Group>
      {failed && (
        <Text size="xs" c="red.8" role="alert" ta="center">
          {t('payment.saveFailed')}
        </Text>
      )}
    </>
  );
}
