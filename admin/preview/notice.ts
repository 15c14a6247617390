/**
 * The preview's line for a reviewer above the site's page: shown while the Simplified Chinese on
 * screen was derived from the Traditional Chinese (OpenCC), which no person has read yet. In
 * English and Simplified Chinese, the reader's and the text's languages; outside the site's own
 * markup, so the page below stays the page investors will see.
 */
const TEXT =
  'Simplified Chinese converted from the Traditional Chinese by OpenCC: check it before you approve. ' +
  '简体中文由繁体中文自动转换（OpenCC），批准前请核对。';

/** Shows the line when `derived`, removes it otherwise; `#preview-notice` in `admin/preview.html`. */
export function showNotice(derived: boolean): void {
  const place = document.getElementById('preview-notice');
  if (!place) return;
  if (!derived) {
    place.replaceChildren();
    return;
  }
  if (place.childElementCount) return;
  const line = document.createElement('p');
  line.setAttribute('role', 'status');
  line.lang = 'en';
  line.textContent = TEXT;
  // Dark text on pale amber in either theme (contrast 12:1), apart from the site's styles.
  Object.assign(line.style, {
    margin: '0',
    padding: '0.5rem 1rem',
    background: '#fff4ce',
    color: '#3b2f00',
    font: '600 0.875rem/1.4 system-ui, sans-serif',
    borderBottom: '1px solid #c9a227',
  });
  place.append(line);
}
