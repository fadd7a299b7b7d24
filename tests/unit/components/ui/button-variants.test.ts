import { buttonVariants } from '@/components/ui/button-variants';

describe('buttonVariants', () => {
  it('defaults to the primary, medium button', () => {
    expect(buttonVariants()).toBe('btn btn-primary btn-md');
    expect(buttonVariants({ variant: null, size: null })).toBe('btn btn-primary btn-md');
  });

  it('maps each variant and size to its class, with the caller\'s classes last so they win', () => {
    expect(buttonVariants({ variant: 'accent', size: 'lg' })).toBe('btn btn-accent btn-lg');
    expect(buttonVariants({ variant: 'outline', size: 'sm', className: 'w-full' })).toBe('btn btn-outline btn-sm w-full');
    expect(buttonVariants({ variant: 'ghost', size: 'icon' })).toBe('btn btn-ghost btn-icon');
  });
});
