import FormatBold from '@mui/icons-material/FormatBold';
import FormatItalic from '@mui/icons-material/FormatItalic';
import FormatListBulleted from '@mui/icons-material/FormatListBulleted';
import FormatListNumbered from '@mui/icons-material/FormatListNumbered';
import InsertLink from '@mui/icons-material/InsertLink';
import LinkOff from '@mui/icons-material/LinkOff';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import { alpha } from '@mui/material/styles';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import Link from '@tiptap/extension-link';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import {
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
} from 'react';

import { safeLinkHref } from '../sanitize-html';
import { RICH_TEXT_STYLES } from './RichTextView';
import { LinkDialog } from './LinkDialog';
import { DEFAULT_EDITOR_HEIGHT, type RichTextEditorProps } from './rich-text-types';

/** The marks and nodes the app's sanitiser shows; code, strike-through and rules are left out. */
function extensions() {
  return [
    StarterKit.configure({
      code: false,
      codeBlock: false,
      strike: false,
      horizontalRule: false,
      link: false,
      // No empty paragraph is added after a closing list: the stored HTML is what was written.
      trailingNode: false,
      heading: { levels: [1, 2, 3, 4] },
    }),
    Link.configure({
      openOnClick: false,
      // Not inclusive: typing after a link does not extend it.
      autolink: false,
      linkOnPaste: true,
      defaultProtocol: 'https',
      isAllowedUri: (url) => safeLinkHref(url) !== undefined,
      HTMLAttributes: { target: '_blank', rel: 'noopener noreferrer nofollow', class: null },
    }),
  ];
}

const IS_MAC = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);
const MOD = IS_MAC ? '⌘' : 'Ctrl';

interface ToolbarAction {
  key: string;
  label: string;
  shortcut: string;
  icon: ReactNode;
  /** A toggle shows its state (aria-pressed); an action has none. */
  pressed?: boolean;
  disabled?: boolean;
  run: () => void;
  /** A thin divider before this button. */
  groupStart?: boolean;
}

/**
 * The formatting toolbar (WAI-ARIA toolbar pattern): one tab stop, the arrow keys, Home and End move
 * between the buttons; each button says its shortcut in its tooltip.
 */
function Toolbar({
  label,
  controls,
  actions,
  disabled,
  focusRef,
}: {
  label: string;
  controls: string;
  actions: readonly ToolbarAction[];
  disabled: boolean;
  focusRef: RefObject<(() => void) | null>;
}) {
  const [current, setCurrent] = useState(0);
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);
  const stopRef = useRef(0);

  useEffect(() => {
    focusRef.current = () => buttons.current[stopRef.current]?.focus();
    return () => {
      focusRef.current = null;
    };
  }, [focusRef]);

  // Disabled buttons cannot take focus: the keys move among the others, and the tab stop never rests on one.
  const enabled = actions.flatMap((action, index) => (disabled || action.disabled === true ? [] : [index]));
  const stop = enabled.includes(current) ? current : (enabled[0] ?? 0);

  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    if (enabled.length === 0) return;
    const at = Math.max(0, enabled.indexOf(stop));
    const last = enabled.length - 1;
    const keys: Record<string, number> = {
      ArrowRight: at === last ? 0 : at + 1,
      ArrowLeft: at === 0 ? last : at - 1,
      Home: 0,
      End: last,
    };
    const target = keys[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = enabled[target] ?? stop;
    setCurrent(next);
    buttons.current[next]?.focus();
  };

  useEffect(() => {
    stopRef.current = stop;
  }, [stop]);

  return (
    <Box
      role="toolbar"
      aria-label={`${label} formatting`}
      aria-controls={controls}
      aria-disabled={disabled || undefined}
      onKeyDown={move}
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 0.5,
        px: 1,
        py: 1,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      {actions.map((action, index) => (
        <Box key={action.key} sx={{ display: 'contents' }}>
          {action.groupStart === true && (
            <Divider orientation="vertical" flexItem sx={{ mx: 1, my: 1 }} aria-hidden="true" />
          )}
          <Tooltip title={`${action.label} (${action.shortcut})`} describeChild disableInteractive>
            {/* The span keeps the tooltip working on a disabled button. */}
            <span>
              <IconButton
                ref={(element) => {
                  buttons.current[index] = element;
                }}
                size="small"
                aria-label={action.label}
                aria-keyshortcuts={action.shortcut.replace('⌘', 'Meta').replace(/ /g, '')}
                aria-pressed={action.pressed}
                tabIndex={index === stop ? 0 : -1}
                disabled={disabled || action.disabled === true}
                // A mouse click keeps the caret in the text.
                onMouseDown={(event) => {
                  event.preventDefault();
                }}
                onFocus={() => {
                  setCurrent(index);
                }}
                onClick={action.run}
                sx={{
                  borderRadius: 1.5,
                  color: action.pressed === true ? 'primary.main' : 'text.secondary',
                  bgcolor: (theme) =>
                    action.pressed === true ? alpha(theme.palette.primary.main, 0.16) : 'transparent',
                }}
              >
                {action.icon}
              </IconButton>
            </span>
          </Tooltip>
        </Box>
      ))}
    </Box>
  );
}

function activeFormats(editor: Editor) {
  return {
    bold: editor.isActive('bold'),
    italic: editor.isActive('italic'),
    bulletList: editor.isActive('bulletList'),
    orderedList: editor.isActive('orderedList'),
    link: editor.isActive('link'),
    href: editor.getAttributes('link')['href'] as string | undefined,
    hasSelection: !editor.state.selection.empty,
  };
}

/** The TipTap editor behind RichTextEditor (loaded lazily: import RichTextEditor, not this file). */
export default function RichTextEditorImpl({
  label,
  value,
  onChange,
  error,
  helperText,
  height = DEFAULT_EDITOR_HEIGHT,
  required = false,
  disabled = false,
  autoFocus = false,
  id,
}: RichTextEditorProps) {
  const generatedId = useId();
  const editorId = id ?? `rich-text-${generatedId.replace(/:/g, '')}`;
  const labelId = `${editorId}-label`;
  const helperId = `${editorId}-helper`;
  const keysId = `${editorId}-keys`;
  const onChangeRef = useRef(onChange);
  const toolbarFocus = useRef<(() => void) | null>(null);
  const [linkOpen, setLinkOpen] = useState(false);
  const [focused, setFocused] = useState(false);
  const invalid = error !== undefined && error !== '';

  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  // Stable options: the editor is made once; later values come in through setContent below.
  const [initial] = useState(() => ({ extensions: extensions(), content: value }));
  const editor = useEditor({
    extensions: initial.extensions,
    content: initial.content,
    editable: !disabled,
    autofocus: autoFocus ? 'end' : false,
    onUpdate: ({ editor: changed }) => {
      onChangeRef.current(changed.getHTML());
    },
    onFocus: () => {
      setFocused(true);
    },
    onBlur: () => {
      setFocused(false);
    },
  });

  // The writing area is a labelled, described multi-line text box.
  useEffect(() => {
    editor.setOptions({
      editorProps: {
        attributes: {
          id: editorId,
          role: 'textbox',
          'aria-multiline': 'true',
          'aria-labelledby': labelId,
          'aria-describedby': `${helperId} ${keysId}`,
          'aria-invalid': invalid ? 'true' : 'false',
          ...(required ? { 'aria-required': 'true' } : {}),
          ...(disabled ? { 'aria-disabled': 'true' } : {}),
        },
      },
    });
  }, [editor, editorId, labelId, helperId, keysId, invalid, required, disabled]);

  useEffect(() => {
    editor.setEditable(!disabled, false);
  }, [editor, disabled]);

  // A value set from outside (a reset, a reload) replaces the text; the editor's own changes come back equal.
  useEffect(() => {
    if (editor.isDestroyed || value === editor.getHTML()) return;
    editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  const formats = useEditorState({ editor, selector: ({ editor: current }) => activeFormats(current) });

  const openLink = () => {
    if (!disabled) setLinkOpen(true);
  };

  const actions: ToolbarAction[] = [
    {
      key: 'bold',
      label: 'Bold',
      shortcut: `${MOD}+B`,
      icon: <FormatBold fontSize="small" />,
      pressed: formats.bold,
      run: () => editor.chain().focus().toggleBold().run(),
    },
    {
      key: 'italic',
      label: 'Italic',
      shortcut: `${MOD}+I`,
      icon: <FormatItalic fontSize="small" />,
      pressed: formats.italic,
      run: () => editor.chain().focus().toggleItalic().run(),
    },
    {
      key: 'bulletList',
      label: 'Bulleted list',
      shortcut: `${MOD}+Shift+8`,
      icon: <FormatListBulleted fontSize="small" />,
      pressed: formats.bulletList,
      groupStart: true,
      run: () => editor.chain().focus().toggleBulletList().run(),
    },
    {
      key: 'orderedList',
      label: 'Numbered list',
      shortcut: `${MOD}+Shift+7`,
      icon: <FormatListNumbered fontSize="small" />,
      pressed: formats.orderedList,
      run: () => editor.chain().focus().toggleOrderedList().run(),
    },
    {
      key: 'link',
      label: formats.link ? 'Edit link' : 'Insert link',
      shortcut: `${MOD}+K`,
      icon: <InsertLink fontSize="small" />,
      pressed: formats.link,
      groupStart: true,
      run: openLink,
    },
    {
      key: 'unlink',
      label: 'Remove link',
      shortcut: `${MOD}+Shift+K`,
      icon: <LinkOff fontSize="small" />,
      disabled: !formats.link,
      run: () => editor.chain().focus().extendMarkRange('link').unsetLink().run(),
    },
  ];

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const mod = IS_MAC ? event.metaKey : event.ctrlKey;
    if (mod && event.key.toLowerCase() === 'k') {
      event.preventDefault();
      if (event.shiftKey) editor.chain().focus().extendMarkRange('link').unsetLink().run();
      else openLink();
    } else if (event.altKey && event.key === 'F10') {
      // Alt+F10 moves to the toolbar, as in other editors.
      event.preventDefault();
      toolbarFocus.current?.();
    }
  };

  const applyLink = (href: string, text: string) => {
    setLinkOpen(false);
    const chain = editor.chain().focus();
    if (formats.link || formats.hasSelection) {
      chain.extendMarkRange('link').setLink({ href }).run();
    } else {
      chain
        .insertContent({
          type: 'text',
          text: text === '' ? href : text,
          marks: [{ type: 'link', attrs: { href } }],
        })
        .run();
    }
  };

  return (
    <Box sx={{ display: 'grid', gap: 1, minWidth: 0 }}>
      <Typography
        id={labelId}
        variant="body2"
        color={invalid ? 'error' : focused ? 'primary' : 'text.secondary'}
        onClick={() => editor.commands.focus()}
        sx={{ cursor: disabled ? 'default' : 'text', width: 'fit-content' }}
      >
        {label}
        {required && (
          <Box component="span" aria-hidden="true">
            {' *'}
          </Box>
        )}
      </Typography>
      <Box
        onKeyDown={onKeyDown}
        sx={{
          border: 1,
          borderColor: invalid ? 'error.main' : focused ? 'primary.main' : 'divider',
          boxShadow: (theme) =>
            focused ? `0 0 0 1px ${invalid ? theme.palette.error.main : theme.palette.primary.main}` : 'none',
          borderRadius: 2,
          bgcolor: (theme) => (theme.palette.mode === 'dark' ? alpha('#ffffff', 0.02) : '#ffffff'),
          opacity: disabled ? 0.6 : 1,
          overflow: 'hidden',
          transition: 'border-color 120ms, box-shadow 120ms',
        }}
      >
        <Toolbar
          label={label}
          controls={editorId}
          actions={actions}
          disabled={disabled}
          focusRef={toolbarFocus}
        />
        <Box
          sx={{
            height,
            overflowY: 'auto',
            cursor: disabled ? 'default' : 'text',
            '& .ProseMirror': {
              ...RICH_TEXT_STYLES,
              minHeight: '100%',
              boxSizing: 'border-box',
              px: 4,
              py: 3,
              outline: 'none',
              whiteSpace: 'pre-wrap',
            },
          }}
          onClick={(event) => {
            if (event.target === event.currentTarget) editor.commands.focus('end');
          }}
        >
          <EditorContent editor={editor} style={{ height: '100%' }} />
        </Box>
      </Box>
      <FormHelperText id={helperId} error={invalid} sx={{ mx: 3, mt: 0 }}>
        {invalid ? error : (helperText ?? ' ')}
      </FormHelperText>
      <Box id={keysId} sx={{ display: 'none' }}>
        {`Formatting: ${MOD}+B bold, ${MOD}+I italic, ${MOD}+K link, Alt+F10 to the toolbar.`}
      </Box>
      {linkOpen && (
        <LinkDialog
          href={formats.href ?? ''}
          askText={!formats.link && !formats.hasSelection}
          onApply={applyLink}
          onRemove={
            formats.link
              ? () => {
                  setLinkOpen(false);
                  editor.chain().focus().extendMarkRange('link').unsetLink().run();
                }
              : undefined
          }
          onClose={() => {
            setLinkOpen(false);
            editor.commands.focus();
          }}
        />
      )}
    </Box>
  );
}
