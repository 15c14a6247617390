import { QRCodeSVG } from 'qrcode.react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useKioskStore } from '@/stores/kiosk-store';
import styles from './kiosk.module.css';

/**
 * The QR panel: shows a link that leaves the site as a QR code a visitor can scan, with the
 * address as text, in a modal dialog (native `<dialog>`: focus kept inside, Escape closes).
 */
export function QrPanel() {
  const { t } = useTranslation();
  const link = useKioskStore((state) => state.pendingLink);
  const linkMode = useKioskStore((state) => state.linkMode);
  const closeLink = useKioskStore((state) => state.closeLink);
  const dialogRef = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (link && !dialog.open) dialog.showModal();
    if (!link && dialog.open) dialog.close();
  }, [link]);

  return (
    <dialog ref={dialogRef} className={styles.dialog} aria-labelledby="qr-title" onClose={closeLink}>
      {link ? (
        <div className={styles.panel}>
          <h2 id="qr-title" className={styles.title}>
            {t('kiosk.qrTitle')}
          </h2>
          <p className={styles.body}>{t('kiosk.qrBody')}</p>
          <div className={styles.qr}>
            <QRCodeSVG value={link} size={240} marginSize={2} role="img" aria-label={link} />
          </div>
          <p className={styles.url}>{link}</p>
          {linkMode === 'both' ? <p className={styles.body}>{t('kiosk.qrOpenedHere')}</p> : null}
          <button type="button" className="button button-primary" onClick={closeLink}>
            {t('kiosk.close')}
          </button>
        </div>
      ) : null}
    </dialog>
  );
}
