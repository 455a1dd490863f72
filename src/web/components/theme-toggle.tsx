import { MoonIcon, SunIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip';
import { toggleTheme, useTheme } from '@/lib/theme';

export function ThemeToggle({ className }: { className?: string }) {
  const theme = useTheme();
  const label = theme === 'dark' ? 'Switch to light theme' : 'Switch to dark theme';
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className={className}
          onClick={toggleTheme}
          aria-label={label}
          data-theme-current={theme}
        >
          {/* Both icons, the stylesheet showing the right one: correct in the prerendered landing page before the app takes over. */}
          <SunIcon aria-hidden="true" className="hidden dark:block" />
          <MoonIcon aria-hidden="true" className="dark:hidden" />
        </Button>
      </TooltipTrigger>
      <TooltipContent>{label}</TooltipContent>
    </Tooltip>
  );
}
