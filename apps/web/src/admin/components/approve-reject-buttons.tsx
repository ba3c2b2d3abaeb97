import { Button } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';

type ApproveRejectButtonsProps = { labels: { approve: string; reject: string }; onApprove: () => void; onReject: () => void };

/** The second pair of eyes' two buttons on a proposal's card, each opening its dialog. */
export function ApproveRejectButtons({ labels, onApprove, onReject }: ApproveRejectButtonsProps) {
  return (
    <>
      <Button size="sm" color="#237a3b" leftSection={<IconCheck size={16} aria-hidden="true" />} onClick={onApprove}>
        {labels.approve}
      </Button>
      <Button size="sm" variant="outline" color="red.9" leftSection={<IconX size={16} aria-hidden="true" />} onClick={onReject}>
        {labels.reject}
      </Button>
    </>
  );
}
