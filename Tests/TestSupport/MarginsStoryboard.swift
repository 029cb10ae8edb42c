/// A storyboard for the root's layout margins: one scene on the 6.1-inch canvas (Xcode 15)
/// whose root holds a 100×24 box, "Box" (`rmg-bx-001`), at its `topMargin` + 16 and its
/// `leadingMargin`. `rootAttributes` go on the root view (`insetsLayoutMarginsFromSafeArea="NO"`).
public enum MarginsStoryboard {
    public static func text(rootAttributes: String = "") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" initialViewController="rmg-vc-001">
            <device id="retina6_1" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="rmg-sc-001">
                    <objects>
                        <viewController id="rmg-vc-001" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" \(rootAttributes) id="rmg-rt-001">
                                <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="rmg-bx-001" userLabel="Box">
                                        <rect key="frame" x="20" y="64" width="100" height="24"/>
                                        <constraints>
                                            <constraint firstAttribute="width" constant="100" id="rmg-c01"/>
                                            <constraint firstAttribute="height" constant="24" id="rmg-c02"/>
                                        </constraints>
                                    </view>
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="rmg-sa-001"/>
                                <constraints>
                                    <constraint firstItem="rmg-bx-001" firstAttribute="top" secondItem="rmg-rt-001" secondAttribute="topMargin" constant="16" id="rmg-c03"/>
                                    <constraint firstItem="rmg-bx-001" firstAttribute="leading" secondItem="rmg-rt-001" secondAttribute="leadingMargin" id="rmg-c04"/>
                                </constraints>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }
}
