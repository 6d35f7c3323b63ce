import { useMemo } from 'react';
import { useBanners } from '@/features/education/home/api/get-banners';
import { useBannersConfig } from '@/features/education/home/api/get-banners-config';
import { byPosition } from '@/features/education/utils/position';
import { BannerCarousel } from './banner-carousel';
import { BannersSkeleton, HomeLoadError } from './home-states';

/** The banners as their owner set them up: shown or not, and how fast they rotate. Nothing when there are none. */
export function HomeBanners() {
  const banners = useBanners();
  const config = useBannersConfig();
  const ordered = useMemo(() => byPosition(banners.data ?? []), [banners.data]);

  if (banners.isError || config.isError) {
    const retry = () => {
      if (banners.isError) void banners.refetch();
      if (config.isError) void config.refetch();
    };
    return <HomeLoadError part="banners" onRetry={retry} retrying={banners.isFetching || config.isFetching} />;
  }
  if (!banners.data || !config.data) return <BannersSkeleton />;
  if (!config.data.showOnEducationHome || ordered.length === 0) return null;
  return <BannerCarousel banners={ordered} config={config.data} />;
}
