import { useAtom } from 'jotai';
import { useIntl } from '../../../../ui/intl/intl-provider';
import { TabList } from '../../../lib/tab-list';
import { previewViewAtom, previewViews } from './preview-atoms';

/** The design step's views as tabs: design, the object, on the wall (arrow keys move between them, as tabs do). */
export function ViewSwitch({ idPrefix }: { idPrefix: string }) {
  const intl = useIntl();
  const [view, setView] = useAtom(previewViewAtom);
  return (
    <TabList
      values={previewViews}
      value={view}
      onChange={setView}
      label={intl.formatMessage({ id: 'preview.views' })}
      className="view-switch"
      tabId={(name) => `${idPrefix}-tab-${name}`}
      panelId={`${idPrefix}-panel`}
    >
      {(name) => intl.formatMessage({ id: `preview.view.${name}` })}
    </TabList>
  );
}
