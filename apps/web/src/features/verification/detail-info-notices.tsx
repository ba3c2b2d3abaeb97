import { MessageDialog, useAfterPopup } from '../../components/message-dialog';

type AlreadySubmittedProps = { title: string; text: string; action: string; onDone: () => void };

/** The form is closed once sent: the notice shows for 1.5 seconds, then the profile (spec section 2). */
export function DetailInfoAlreadySubmitted({ title, text, action, onDone }: AlreadySubmittedProps) {
  const finish = useAfterPopup(true, onDone);
  return <MessageDialog message={{ kind: 'info', title, text }} onClose={finish} okLabel={action} />;
}
