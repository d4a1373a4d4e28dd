// The browser side of mogel.widgets.toplevel.Access (an anywidget module): see that module's docstring.
const KEYS = {ArrowDown: 1, ArrowUp: -1};

function set(el, name, value) {      // only a change: the observer sees its own changes
  if (el.getAttribute(name) !== value) el.setAttribute(name, value);
}

function label(root) {
  for (const slider of root.querySelectorAll('.widget-slider')) {
    const label = slider.querySelector('.widget-label');
    const handle = slider.querySelector('.noUi-handle[role="slider"]');
    if (!label || !handle) continue;
    if (!label.id) label.id = 'mogel-label-' + Math.random().toString(36).slice(2);
    set(handle, 'aria-labelledby', label.id);
  }
  for (const header of root.querySelectorAll('.jupyter-widget-Collapse-header')) {
    set(header, 'role', 'button');
    set(header, 'tabindex', '0');
    set(header, 'aria-expanded', String(header.parentElement.classList.contains('jupyter-widget-Collapse-open')));
  }
}

function keys(event) {
  if (event.target.matches && event.target.matches('.jupyter-widget-Collapse-header')
      && (event.key === 'Enter' || event.key === ' ')) {
    event.preventDefault();
    event.stopPropagation();
    event.target.click();
    return;
  }
  walkLog(event);
}

function walkLog(event) {
  const line = event.target.closest ? event.target.closest('.mogel-log summary') : null;
  if (!line || !(event.key in KEYS || event.key === 'Home' || event.key === 'End')) return;
  const lines = [...line.closest('.mogel-log').querySelectorAll('summary')];
  const at = lines.indexOf(line);
  const to = event.key === 'Home' ? 0 : event.key === 'End' ? lines.length - 1 : at + KEYS[event.key];
  event.preventDefault();
  event.stopPropagation();            // the notebook's own arrow keys move between cells
  if (to < 0 || to >= lines.length) return;
  line.tabIndex = -1;
  lines[to].tabIndex = 0;
  lines[to].focus();
}

export default {
  render({ el }) {
    let root = null, observer = null, tries = 0, timer = null;
    const start = () => {
      root = el.isConnected ? (el.closest('.mogel-ui') || el.parentElement) : null;
      if (!root) {
        if (tries++ < 600) timer = setTimeout(start, 100);     // a view is drawn before it is put in the page
        return;
      }
      label(root);
      observer = new MutationObserver(() => label(root));
      observer.observe(root, {childList: true, subtree: true, attributeFilter: ['class']});
      root.addEventListener('keydown', keys);
    };
    start();
    return () => {
      clearTimeout(timer);
      if (observer) observer.disconnect();
      if (root) root.removeEventListener('keydown', keys);
    };
  }
};
