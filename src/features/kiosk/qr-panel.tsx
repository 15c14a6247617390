import { QRCodeSVG } from 'qrcode.react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useCatalogue } from '@/lib/locale/use-catalogue';
import { useKioskStore } from '@/stores/kiosk-store';
import { describeQrOffer, type QrOfferKind } from './qr-offer';
import styles from './kiosk.module.css';
import { KIOSK_NS, kioskCatalogue } from './catalogue';

/** Catalogue key of the panel's title for each kind of address. */
const TITLE_KEY = {
  link: 'kiosk:qrTitle',
  email: 'kiosk:qrTitleEmail',
  document: 'kiosk:qrTitleDocument',
  calendar: 'kiosk:qrTitleCalendar',
} as const satisfies Record<QrOfferKind, `kiosk:${string}`>;

/**
 * The QR panel: hands an address that leaves the kiosk to the visitor's phone as a QR code, in a
 * modal dialog (native `<dialog>`: focus kept inside, Escape closes). Its title says what it
 * hands over (a link, an email address, a document, a calendar entry); the address shows as
 * text below the code. An address too long for a QR code gets a sentence naming its site instead
 * of the code (`describeQrOffer`).
 */
export function QrPanel() {
  useCatalogue(kioskCatalogue);
  const { t } = useTranslation(['translation', KIOSK_NS]);
  const link = useKioskStore((state) => state.pendingLink);
  const linkMode = useKioskStore((state) => state.linkMode);
  const closeLink = useKioskStore((state) => state.closeLink);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const offer = link === undefined ? undefined : describeQrOffer(link);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (link && !dialog.open) dialog.showModal();
    if (!link && dialog.open) dialog.close();
  }, [link]);

  return (
    <dialog ref={dialogRef} className={styles.dialog} aria-labelledby="qr-title" onClose={closeLink}>
      {offer ? (
        <div className={styles.panel}>
          <h2 id="qr-title" className={styles.title}>
            {t(TITLE_KEY[offer.kind])}
          </h2>
          {offer.fits ? (
            <>
              <p className={styles.body}>{t('kiosk:qrBody')}</p>
              <div className={styles.qr}>
                <QRCodeSVG value={offer.value} size={240} marginSize={2} role="img" aria-label={offer.display} />
              </div>
            </>
          ) : (
            <p className={styles.body}>
              {offer.host ? t('kiosk:qrTooLong', { host: offer.host }) : t('kiosk:qrTooLongNoHost')}
            </p>
          )}
          <p className={styles.url}>{offer.display}</p>
          {linkMode === 'both' && offer.kind !== 'email' ? (
            <p className={styles.body}>{t('kiosk:qrOpenedHere')}</p>
          ) : null}
          <button type="button" className="button button-primary" onClick={closeLink}>
            {t('kiosk:close')}
          </button>
        </div>
      ) : null}
    </dialog>
  );
}
