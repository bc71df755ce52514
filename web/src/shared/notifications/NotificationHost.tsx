import Close from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import IconButton from '@mui/material/IconButton';
import Snackbar from '@mui/material/Snackbar';
import { observer } from 'mobx-react-lite';

import { useStores } from '../../stores/store-context';

/** Shows the UiStore's notifications one at a time; the close button works after the first second. */
export const NotificationHost = observer(function NotificationHost() {
  const { ui } = useStores();
  const notification = ui.notification;
  if (notification === undefined) return null;
  const close = () => {
    ui.closeNotification(notification.id, 'user');
  };
  const pause = () => {
    ui.pauseNotificationAutoHide();
  };
  const resume = () => {
    ui.resumeNotificationAutoHide();
  };
  return (
    <Snackbar
      key={notification.id}
      open={ui.notificationOpen}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      onClose={(_event, reason) => {
        if (reason === 'escapeKeyDown') close();
      }}
      onMouseEnter={pause}
      onMouseLeave={resume}
      onFocus={pause}
      onBlur={resume}
    >
      <Alert
        severity={notification.severity}
        variant="filled"
        sx={{ width: { xs: '100%', sm: 400 }, alignItems: 'flex-start' }}
        action={
          <IconButton
            aria-label="Close notification"
            color="inherit"
            size="small"
            disabled={!notification.closable}
            onClick={close}
          >
            <Close fontSize="small" />
          </IconButton>
        }
      >
        <AlertTitle>{notification.title}</AlertTitle>
        {notification.message}
      </Alert>
    </Snackbar>
  );
});
