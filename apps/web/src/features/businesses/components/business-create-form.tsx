import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import type {
  BusinessCreateBody,
  BusinessType,
  Country,
  IndustryWithCategories,
} from '@tradeforge/contracts';
import { CountryStateFields } from '@/components/country-state-fields';
import { buttonClass } from '@/components/ui/button';
import { SelectInput, TextArea, TextInput } from '@/components/ui/field';
import { uploadBusinessImage } from '@/lib/business-upload';
import { ApiError } from '@/lib/http';
import { loginUrl } from '@/lib/session';
import { useCreateBusiness } from '../api/create-business';
import { CategoryChecklist } from './category-checklist';
import { ImagePicker } from './image-picker';

const FAILED = 'Complete all the information required to create your business profile.';
const MAX_DESCRIPTION = 600;

/** The create form (spec part 2, section 2.6). Nothing typed is lost when the server refuses. */
export function BusinessCreateForm({
  countries,
  businessTypes,
  industries,
  doneUrl,
  cancelUrl,
}: {
  countries: Country[];
  businessTypes: BusinessType[];
  industries: IndustryWithCategories[];
  doneUrl: string;
  cancelUrl: string;
}) {
  const navigate = useNavigate();
  const create = useCreateBusiness();
  const [logo, setLogo] = useState<File | null>(null);
  const [cover, setCover] = useState<File | null>(null);
  const [companyName, setCompanyName] = useState('');
  const [industryId, setIndustryId] = useState('');
  const [categories, setCategories] = useState<string[]>([]);
  const [businessType, setBusinessType] = useState('');
  const [region, setRegion] = useState({ country: 'US', state: '' });
  const [shortDescription, setShortDescription] = useState('');
  const [uploading, setUploading] = useState(false);
  const industry = industries.find((item) => item.id === industryId);
  const sending = uploading || create.isPending;

  const submit = async () => {
    try {
      setUploading(true);
      const [profilePhoto, coverPhoto] = await Promise.all([
        logo ? uploadBusinessImage(logo) : undefined,
        cover ? uploadBusinessImage(cover) : undefined,
      ]);
      setUploading(false);
      const body: BusinessCreateBody = {
        companyName: companyName.trim(),
        categories: categories.map((categoryId) => `${industryId}.${categoryId}`),
        businessType: businessType as BusinessCreateBody['businessType'],
        country: region.country,
        ...(region.state ? { state: region.state } : {}),
        shortDescription: shortDescription.trim(),
        ...(profilePhoto ? { profilePhoto } : {}),
        ...(coverPhoto ? { coverPhoto } : {}),
      };
      await create.mutateAsync(body);
      toast.success('Your business profile was created.');
      void navigate(doneUrl);
    } catch (error) {
      setUploading(false);
      if (error instanceof ApiError && error.status === 401) {
        window.location.assign(loginUrl());
        return;
      }
      toast.error(FAILED);
    }
  };

  return (
    <form
      className="space-y-6"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <fieldset className="space-y-4 rounded-xl bg-white p-4 shadow-card ring-1 ring-slate-200 sm:p-6">
        <legend className="sr-only">Images</legend>
        <ImagePicker
          label="Cover photo"
          shape="cover"
          file={cover}
          onChange={setCover}
          hint="Recommended 200x800."
        />
        <ImagePicker label="Business logo" shape="logo" file={logo} onChange={setLogo} />
      </fieldset>
      <fieldset className="grid gap-4 rounded-xl bg-white p-4 shadow-card ring-1 ring-slate-200 sm:grid-cols-2 sm:p-6">
        <legend className="sr-only">Business information</legend>
        <div className="sm:col-span-2">
          <TextInput
            label="Company name"
            required
            minLength={2}
            maxLength={120}
            value={companyName}
            onChange={setCompanyName}
          />
        </div>
        <SelectInput
          label="Main industry"
          placeholder="Select an industry"
          required
          value={industryId}
          options={industries}
          onChange={(id) => {
            setIndustryId(id);
            setCategories([]);
          }}
        />
        <SelectInput
          label="Business type"
          placeholder="Select a business type"
          required
          value={businessType}
          options={businessTypes.map((type) => ({ id: type.code, name: type.businessTypeName }))}
          onChange={setBusinessType}
        />
        <CategoryChecklist industry={industry} value={categories} onChange={setCategories} />
        <CountryStateFields countries={countries} value={region} onChange={setRegion} required />
        <div className="sm:col-span-2">
          <TextArea
            label="Short description"
            hint="(at least 20 characters)"
            required
            minLength={20}
            max={MAX_DESCRIPTION}
            value={shortDescription}
            onChange={setShortDescription}
          />
        </div>
      </fieldset>
      <div className="flex flex-wrap justify-end gap-3">
        <Link to={cancelUrl} className={buttonClass('outline')}>
          Cancel
        </Link>
        <button type="submit" disabled={sending} className={buttonClass('primary')}>
          {sending ? 'Creating…' : 'Create your Business Profile'}
        </button>
      </div>
    </form>
  );
}
