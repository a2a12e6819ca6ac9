import { atom, useAtomValue, useSetAtom, useStore } from 'jotai';
import { runningUploadsAtom, uploadsSettledAtom } from '../state/upload-atoms';
import { type Step, steps } from '../../shared/domain/configurator/steps';

/** The step ahead that waits for uploads, shared by the widget's Next buttons (the step nav's and the phone's bottom bar's). */
const waitingForAtom = atom<Step | null>(null);
/** The last step asked for: a later click (back, say) wins over a wait still running. */
const wantedAtom = atom<Step | null>(null);

/**
 * Going to another step from `current`. A step ahead asked for while photos upload opens once they
 * are in (the design needs them); until then `waitingFor` names it.
 */
export function useStepGo(current: Step, onGo: (step: Step) => void) {
  const store = useStore();
  const pending = useAtomValue(runningUploadsAtom).length;
  const settled = useSetAtom(uploadsSettledAtom);
  const waitingFor = useAtomValue(waitingForAtom);
  const index = steps.indexOf(current);
  const go = async (step: Step) => {
    store.set(wantedAtom, step);
    if (pending === 0 || steps.indexOf(step) <= index) {
      store.set(waitingForAtom, null);
      onGo(step);
      return;
    }
    store.set(waitingForAtom, step);
    await settled();
    if (store.get(wantedAtom) !== step) return;
    store.set(waitingForAtom, null);
    onGo(step);
  };
  return { go, waitingFor, pending, index };
}
